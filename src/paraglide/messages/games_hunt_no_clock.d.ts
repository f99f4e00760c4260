/**
* | output |
* | --- |
* | "⏱️ No clock on this level" |
*
* @param {Games_Hunt_No_ClockInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_no_clock: ((inputs?: Games_Hunt_No_ClockInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_No_ClockInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_No_ClockInputs = {};
