import css from './staff.css?inline';

// The board's styles travel inside its own chunk: as a CSS file they would be named in the preload list
// of the route table that every customer's first load carries.
if (typeof document !== 'undefined' && !document.getElementById('staff-styles')) {
  const style = document.createElement('style');
  style.id = 'staff-styles';
  style.textContent = css;
  document.head.append(style);
}
