/** True for a time zone name this platform knows (e.g. Europe/Madrid): Intl refuses any other. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
