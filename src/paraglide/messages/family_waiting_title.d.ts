/**
* | n | output |
* | --- | --- |
* | "one" | "Waiting for you (1)" |
* | "other" | "Waiting for you ({count})" |
*
* @param {Family_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_title: ((inputs: Family_Waiting_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Waiting_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Waiting_TitleInputs = {
    count: NonNullable<unknown>;
};
