import { describe, expect, it } from 'vitest';

import { eagerFactories } from './eager-factories-plugin';

describe('eagerFactories', () => {
  it('turns Rolldown’s minified CommonJS factories into parenthesized function expressions', () => {
    const chunk =
      'import{t as e}from"./rolldown-runtime.js";var t=e((e=>{e.a=1})),n=e(((e,t)=>{t.exports=n()}));export{n as t};';
    const { code, count } = eagerFactories(chunk);
    expect(count).toBe(2);
    expect(code).toBe(
      'import{t as e}from"./rolldown-runtime.js";var t=e((function(e){e.a=1})),n=e((function(e,t){t.exports=n()}));export{n as t};',
    );
  });

  it('runs the rewritten factories as before', () => {
    const { code } = eagerFactories(
      'const wrap=(f)=>{const m={exports:{}};f(m.exports,m);return m.exports};const a=wrap(((e,t)=>{t.exports={x:2}})),b=wrap((e=>{e.y=3}));return [a.x,b.y];',
    );
    expect(new Function(code)()).toEqual([2, 3]);
  });

  it('leaves other code alone', () => {
    const code = 'const f=a=>{return a},g=h((x,y)=>x+y),k=m(n=>{n()});';
    expect(eagerFactories(code)).toEqual({ code, count: 0 });
  });
});
