// The asynchronous boundary lets Module Federation set up the shared singletons before any
// module that uses React runs.
void import('./bootstrap');
