/**
 * What the server put beside a page it drew, as JSON in a `<script type="application/json">` of
 * that id (first-screen.ts): the answers it drew with, the names it wrote in Latin letters. Undefined
 * when the page has none, or none that reads as JSON.
 */
export function drawnJson(id: string): unknown {
  const script = document.getElementById(id);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent);
  } catch {
    return undefined;
  }
}
