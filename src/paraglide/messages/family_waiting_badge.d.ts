/**
* | n | output |
* | --- | --- |
* | "one" | "post waits for you" |
* | "other" | "posts wait for you" |
*
* @param {Family_Waiting_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_badge: ((inputs: Family_Waiting_BadgeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Waiting_BadgeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Waiting_BadgeInputs = {
    count: NonNullable<unknown>;
};
