// Served alone, this remote only points to the site: its modules are meant to be mounted by the
// shell (http://localhost:3000), which provides the router, theme, language and session.
const root = document.createElement('p');
root.textContent =
  'Module Federation remote "about-direction": open the site at http://localhost:3000';
document.body.append(root);
