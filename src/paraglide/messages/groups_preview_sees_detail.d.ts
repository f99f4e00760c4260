/**
* | output |
* | --- |
* | "the nickname {name} with this picture, and how far {name} is with this group's assignments (not started, started, done, stars)." |
*
* @param {Groups_Preview_Sees_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_sees_detail: ((inputs: Groups_Preview_Sees_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Preview_Sees_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Preview_Sees_DetailInputs = {
    name: NonNullable<unknown>;
};
