/**
* | output |
* | --- |
* | "Time's up! Level complete!" |
*
* @param {Games_Hunt_Time_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_time_up: ((inputs?: Games_Hunt_Time_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Time_UpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Time_UpInputs = {};
