/**
* | output |
* | --- |
* | "{name}’s week" |
*
* @param {Family_Child_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_child_week: ((inputs: Family_Child_WeekInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Child_WeekInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Child_WeekInputs = {
    name: NonNullable<unknown>;
};
