// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { jsonForScriptElement, routerStateAsData } from './router-state-data';

// As TanStack Router renders it (a unit page's, shortened): the bootstrap, the state, its cleanup.
const routerScript =
  '<script data-tsr-stream-part="">(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={h(){this.hydrated=!0,this.c()},' +
  'e(){this.streamEnded=!0,this.c()},c(){this.hydrated&&this.streamEnded&&(delete self.$_TSR,delete self.$R.tsr)},' +
  'p(e){this.initialized?e():this.buffer.push(e)},buffer:[]};$_TSR.router=($R=>$R[0]={manifest:void 0,' +
  'matches:$R[1]=[$R[2]={i:"__root__#",u:1795699482092,s:"success",ssr:!0},' +
  '$R[3]={i:"#{-$locale}#x",u:1795699482092,s:"success",l:$R[4]={unit:$R[5]={weNr:"2.3.1",rooms:3},' +
  // seroval writes '<' in strings as \x3C, so no text ends the script early.
  'head:$R[6]={title:"\\x3C/script>\\x3Cscript>alert(1)\\x3C/script> & more"}},ssr:!0},' +
  '$R[7]={i:"#{-$locale}#__not-found__",u:1,s:"notFound",e:$R[8]={isNotFound:!0,routeId:"/{-$locale}"},ssr:!0}]})' +
  '($R["tsr"]);$_TSR.e();{let s=document.currentScript,p;while((p=s.previousElementSibling)&&' +
  "p.hasAttribute('data-tsr-stream-part'))p.remove();s.remove()}</script>";
const boundary = '<script>document.currentScript.remove();/*$tsr-stream-boundary*/</script>';
const page = (scripts: string) =>
  `<html><head><script type="application/ld+json">{}</script></head><body><main>x</main>${scripts}</body></html>`;

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="router-state">(.*?)<\/script>/.exec(html)![1]!) as unknown;

describe('router state as data', () => {
  it('replaces the router scripts with their state as non-executable JSON', () => {
    const html = routerStateAsData(page(routerScript + boundary));
    expect(html).not.toContain('data-tsr-stream-part');
    expect(html).not.toContain('tsr-stream-boundary');
    expect(html).toMatch(
      /<main>x<\/main><script type="application\/json" id="router-state">[^<]*<\/script><\/body>/,
    );
    expect(stateOf(html)).toEqual({
      matches: [
        { i: '__root__#', u: 1795699482092, s: 'success', ssr: true },
        {
          i: '#{-$locale}#x',
          u: 1795699482092,
          s: 'success',
          ssr: true,
          l: {
            unit: { weNr: '2.3.1', rooms: 3 },
            head: { title: '</script><script>alert(1)</script> & more' },
          },
        },
        {
          i: '#{-$locale}#__not-found__',
          u: 1,
          s: 'notFound',
          ssr: true,
          e: { isNotFound: true, routeId: '/{-$locale}' },
        },
      ],
    });
    // Every other script is left as it was.
    expect(html).toContain('<script type="application/ld+json">{}</script>');
  });

  it('stops at data JSON would change or scripts it cannot carry', () => {
    const withDate = routerScript.replace('rooms:3', 'rooms:new Date(0)');
    expect(() => routerStateAsData(page(withDate))).toThrow(/matches\[1\]\.l\.unit\.rooms/);
    const withNaN = routerScript.replace('rooms:3', 'rooms:NaN');
    expect(() => routerStateAsData(page(withNaN))).toThrow(/NaN/);
    const withBuffered = routerScript.replace('$_TSR.e();', '$_TSR.p(()=>1);$_TSR.e();');
    expect(() => routerStateAsData(page(withBuffered))).toThrow(/scripts to run/);
    expect(() => routerStateAsData(page(''))).toThrow(/no router state/);
  });

  it('escapes what could end the element in the JSON, which still parses to the same value', () => {
    const value = { text: '</script><!-- & -->' };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
