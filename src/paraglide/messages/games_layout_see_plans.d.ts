/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Games_Layout_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_see_plans: ((inputs?: Games_Layout_See_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Layout_See_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Layout_See_PlansInputs = {};
