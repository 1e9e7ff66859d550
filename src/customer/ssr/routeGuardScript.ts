import { OTHER_ROUTE_CLASS, WHOLE_SHEET_ATTRIBUTE } from '../../data/document/documentIds';
import {
  PRODUCT_PATH_TRIED_KEY,
  productPathOfHash,
  REPURCHASE_HEIGHT_KEY,
  REPURCHASE_HEIGHT_VAR,
  showsRenderedCatalogue,
  showsRenderedScreen,
} from '../../data/document/routeGuard';

/**
 * The head's inline script and style (server/document), run before the body paints. The route rule is the
 * app's own functions, written into the script from their source text: the server hashes this text for
 * its Content-Security-Policy, so the script is made once, here, and never copied by hand.
 */

/** The skip link works before the app has started (its native `#main` would be read as a route by the hash router). */
const SKIP_LINK_SCRIPT = `if(document.addEventListener)document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a.skip-link');if(!a)return;e.preventDefault();var m=document.getElementById('main');if(m)m.focus()},true);`;

/** Reserves the repurchase block's last height before the first paint, so nothing below it moves. */
const REPURCHASE_SPACE_SCRIPT = `(function(){try{var r=localStorage.getItem('${REPURCHASE_HEIGHT_KEY}');if(r&&/^\\d{1,4}$/.test(r))document.documentElement.style.setProperty('${REPURCHASE_HEIGHT_VAR}',r+'px')}catch(e){}})();`;

/**
 * Hides the rendered screen (html.ssr-other-route) when the hash shows another one, or when anything fails.
 * The two rule functions take only their arguments, so their source runs alone in the head.
 */
const OTHER_ROUTE_SCRIPT = `(function(){var d=document.documentElement;try{var s=null;try{s=localStorage.getItem('location')}catch(e){}if(!${showsRenderedScreen.name}(location.hash,d.getAttribute('data-rendered-location')||'',s,d.getAttribute('data-rendered-path')))d.classList.add('${OTHER_ROUTE_CLASS}')}catch(e){d.classList.add('${OTHER_ROUTE_CLASS}')}${String(showsRenderedCatalogue)}${String(showsRenderedScreen)}})();`;

/**
 * The whole stylesheets the document links at the end of its body (its head inlines only the first screen's
 * rules) move to the head once the document is parsed, before the app loads any screen: a screen's own
 * stylesheet, which its code appends to the head, then follows them in the cascade, as the build orders them.
 * They arrive unapplied (media=print) and apply together once all have loaded: one applied before the other
 * (the entry's before a page's screen's) would override the inline copy of the other's rules for a moment,
 * and the page would move.
 */
const STYLESHEETS_TO_HEAD_SCRIPT = `if(document.addEventListener)document.addEventListener('DOMContentLoaded',function(){var l=document.querySelectorAll('body>link[${WHOLE_SHEET_ATTRIBUTE}]'),n=l.length+1;function a(){if(--n===0)for(var j=0;j<l.length;j++)l[j].media='all'}for(var i=0;i<l.length;i++){var k=l[i];document.head.appendChild(k);if(k.sheet)a();else{k.addEventListener('load',a);k.addEventListener('error',a)}}a();setTimeout(function(){n=1;a()},10000)});`;

/**
 * A product's hash route on the catalogue's document moves to the product's rendered path at once (while
 * online). The path's page forgets the try; a document that arrives again with the same hash (the worker
 * answers the path without a network by sending it back here) stays, so the two never loop.
 */
const PRODUCT_PATH_SCRIPT = `(function(){try{var d=document.documentElement,k='${PRODUCT_PATH_TRIED_KEY}',r=d.getAttribute('data-rendered-path');if(r!==null){sessionStorage.removeItem(k);return}var p=${productPathOfHash.name}(location.hash,r);if(!p)return;if(navigator.onLine!==false&&sessionStorage.getItem(k)!==location.hash){sessionStorage.setItem(k,location.hash);location.replace(p);return}sessionStorage.removeItem(k)}catch(e){}${String(productPathOfHash)}})();`;

export const ROUTE_GUARD_SCRIPT = `${PRODUCT_PATH_SCRIPT}${SKIP_LINK_SCRIPT}${REPURCHASE_SPACE_SCRIPT}${STYLESHEETS_TO_HEAD_SCRIPT}${OTHER_ROUTE_SCRIPT}`;

export const ROUTE_GUARD_STYLE = `.route-skeleton{display:none}.${OTHER_ROUTE_CLASS} #root{display:none}.${OTHER_ROUTE_CLASS} .route-skeleton{display:block}`;
