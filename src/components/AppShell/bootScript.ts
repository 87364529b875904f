/**
 * The static app shell's one script (issue 13), inline in the built HTML right after `#root`: it
 * picks the route's shell from the data block `#ipr-shell-data` (plugin.ts writes it from
 * ./routes.ts and the locale messages), fills in the words of the visitor's locale with
 * `textContent` (the enterprise name of the address too: never parsed as HTML), puts the shell
 * before `#root` (on a phone with the current section's tab scrolled to the middle of the bar, as
 * PortalFrame does) and hides the app behind it (`.ipr-shelled`). The app keeps rendering behind the
 * shell, through its start-up gates, until the page's heading (or an alert) is in `#root`; the
 * mutation observer then removes the shell before the browser paints again. After 20 s the shell
 * steps aside whatever the app shows, so a stuck start is never hidden behind it.
 *
 * It also starts the app: Umi's `preload_helper.js` (which asks for the route's chunks) and `umi.js`
 * are preloaded from the head (plugin.ts, `link[data-ipr-app]`), and this script runs them, in that
 * order, once the browser has shown the first contentful paint (the shell; a browser without paint
 * timing waits for the next animation frame; within 1 s whatever happens, at once in a background
 * tab). In the head the helper blocked the parser, and its chunk requests raced the first paint;
 * umi.js, run as a deferred script, was evaluated right after parsing whenever it had already
 * arrived (a fast link, a warm cache): its 150–300 ms on a phone then came before the first paint,
 * and the shell waited for it.
 *
 * Before it runs them it sets up the browser's Intl data, which `umi.js` would otherwise do while
 * it is evaluated (intl-messageformat reads the default locale when its module loads): about 12 ms
 * on a desktop, 50 on a phone, here a task of its own instead of part of the longest task of the
 * start.
 *
 * Its text never changes with the routes or the messages (those are data), so the deploy recipe's
 * Content-Security-Policy allows it by one fixed hash (tests/appShell.test.ts keeps the two in step).
 * The locale rule is Umi's (`umi_locale` in localStorage, else the browser's language), narrowed to
 * the app's two locales as the app narrows it.
 */
export const SHELL_BOOT_SCRIPT = `(function(){var started;function start(){if(started)return;started=1;try{new Intl.NumberFormat()}catch(err){}document.querySelectorAll("link[data-ipr-app]").forEach(function(app){var js=document.createElement("script");js.src=app.href;js.async=false;document.body.appendChild(js)})}if(document.visibilityState==="hidden")start();else{try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start,0)}).observe({type:"paint",buffered:true})}catch(err){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,1000)}})();(function(){var d=document,e=d.documentElement,root=d.getElementById("root"),data=d.getElementById("ipr-shell-data"),tpl,c,r,m,x,i,l,p,s,q;if(!root||!data||!window.MutationObserver)return;try{c=JSON.parse(data.textContent);p=location.pathname;if(p.indexOf(c.base)!==0)return;p=p.slice(c.base.length).replace(/\\/+$/,"")||"/";try{l=localStorage.getItem("umi_locale")}catch(err){}l=(l||navigator.language)==="en-US"?"en-US":"zh-CN";m=c.messages[l];q=new URLSearchParams(location.search);for(i=0;i<c.routes.length&&!r;i++){x=new RegExp(c.routes[i].re).exec(p);if(x&&(!c.routes[i].query||q.get(c.routes[i].query)))r=c.routes[i]}if(!r)return;tpl=d.getElementById("ipr-shell-"+r.frame);if(!tpl)return;s=d.createElement("div");s.id="ipr-shell";s.appendChild(tpl.content.cloneNode(true));var param=x[1]?decodeURIComponent(x[1]):"",say=function(id){return id===":param"?param:m[id]||""},fill=function(el,id){if(id)el.textContent=say(id);else el.parentNode.removeChild(el)};s.querySelectorAll("[data-t]").forEach(function(el){el.textContent=say(el.getAttribute("data-t"))});s.querySelectorAll("[data-t-label]").forEach(function(el){el.setAttribute("aria-label",say(el.getAttribute("data-t-label")))});s.querySelectorAll("[data-section]").forEach(function(el){if(el.getAttribute("data-section")===r.section){el.className+=" ipr-shell-active";el.setAttribute("aria-current","page")}});s.querySelectorAll("[data-slot=heading]").forEach(function(el){fill(el,r.heading)});s.querySelectorAll("[data-slot=lead]").forEach(function(el){fill(el,r.lead)});s.querySelectorAll("[data-slot=crumbs]").forEach(function(el){if(!r.crumbs){el.parentNode.removeChild(el);return}var ol=d.createElement("ol"),steps=(r.crumbs.home?[{id:"menu.taizhou.home",to:"/taizhou"}]:[]).concat(r.crumbs.parents,[{id:r.crumbs.current}]);steps.forEach(function(step,n){var li=d.createElement("li"),a;if(n){a=d.createElement("li");a.className="ipr-shell-sep";a.setAttribute("aria-hidden","true");a.textContent="/";ol.appendChild(a)}if(step.to){a=d.createElement("a");a.href=c.base+step.to;a.textContent=say(step.id);li.appendChild(a)}else li.textContent=say(step.id);ol.appendChild(li)});el.appendChild(ol)});root.parentNode.insertBefore(s,root);var bar=s.querySelector(".ipr-shell-menu"),cur=bar&&bar.querySelector(".ipr-shell-active");if(cur&&bar.scrollWidth>bar.clientWidth)bar.scrollLeft+=cur.getBoundingClientRect().left-bar.getBoundingClientRect().left-(bar.clientWidth-cur.offsetWidth)/2;e.lang=l;e.classList.add("ipr-shelled");var done=function(){if(s.parentNode)s.parentNode.removeChild(s);e.classList.remove("ipr-shelled");o.disconnect()},o=new MutationObserver(function(){if(root.querySelector("h1,[role=alert]"))done()});o.observe(root,{childList:true,subtree:true});setTimeout(done,20000)}catch(err){if(s&&s.parentNode)s.parentNode.removeChild(s);e.classList.remove("ipr-shelled")}})()`;
