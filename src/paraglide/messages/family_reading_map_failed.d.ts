/**
* | output |
* | --- |
* | "{name}’s reading map could not be loaded." |
*
* @param {Family_Reading_Map_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_reading_map_failed: ((inputs: Family_Reading_Map_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Reading_Map_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Reading_Map_FailedInputs = {
    name: NonNullable<unknown>;
};
