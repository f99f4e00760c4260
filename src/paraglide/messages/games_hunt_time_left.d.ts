/**
* | output |
* | --- |
* | "⏱️ Time left:" |
*
* @param {Games_Hunt_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_time_left: ((inputs?: Games_Hunt_Time_LeftInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Time_LeftInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Time_LeftInputs = {};
