/**
* | output |
* | --- |
* | "Nothing is waiting for your approval." |
*
* @param {Family_Nothing_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_nothing_waiting: ((inputs?: Family_Nothing_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Nothing_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Nothing_WaitingInputs = {};
