/**
* | output |
* | --- |
* | "{name}’s reading map" |
*
* @param {Family_Reading_MapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_reading_map: ((inputs: Family_Reading_MapInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Reading_MapInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Reading_MapInputs = {
    name: NonNullable<unknown>;
};
