/**
* | output |
* | --- |
* | "{count} ({titles})" |
*
* @param {Family_Stories_Heard_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_stories_heard_list: ((inputs: Family_Stories_Heard_ListInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Stories_Heard_ListInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Stories_Heard_ListInputs = {
    count: NonNullable<unknown>;
    titles: NonNullable<unknown>;
};
