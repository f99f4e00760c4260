/**
* | output |
* | --- |
* | "🤝 It's a draw!" |
*
* @param {Games_Connect_DrawInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_draw: ((inputs?: Games_Connect_DrawInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_DrawInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_DrawInputs = {};
