/**
* | output |
* | --- |
* | "No messages yet. Share the first encouraging word!" |
*
* @param {Community_Wall_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_wall_empty: ((inputs?: Community_Wall_EmptyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Wall_EmptyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Wall_EmptyInputs = {};
