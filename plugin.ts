import type { IApi } from '@umijs/max';

/**
 * Umi's default HTML has no `<html lang>` and a viewport that disables zoom (a WCAG failure);
 * this project plugin fixes both for every page.
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    const viewport = $('meta[name="viewport"]');
    const content = 'width=device-width, initial-scale=1';
    if (viewport.length) viewport.attr('content', content);
    else $('head').prepend(`<meta name="viewport" content="${content}">`);
    return $;
  });
};
