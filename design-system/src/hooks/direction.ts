/** The writing direction in force at an element (its nearest `dir`, else the document's). */
export function directionAt(element: Element | null): 'ltr' | 'rtl' {
  const dir = element?.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir;
  return dir === 'rtl' ? 'rtl' : 'ltr';
}
