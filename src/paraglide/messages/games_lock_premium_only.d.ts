/**
* | output |
* | --- |
* | "Premium Only" |
*
* @param {Games_Lock_Premium_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_lock_premium_only: ((inputs?: Games_Lock_Premium_OnlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Lock_Premium_OnlyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Lock_Premium_OnlyInputs = {};
