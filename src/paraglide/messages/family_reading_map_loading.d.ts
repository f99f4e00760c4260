/**
* | output |
* | --- |
* | "Loading {name}’s reading map…" |
*
* @param {Family_Reading_Map_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_reading_map_loading: ((inputs: Family_Reading_Map_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Reading_Map_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Reading_Map_LoadingInputs = {
    name: NonNullable<unknown>;
};
