/**
* | output |
* | --- |
* | "You see each child by the nickname and picture the parent chose, and only how far they are with this group's assignments." |
*
* @param {Groups_Members_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_members_hint: ((inputs?: Groups_Members_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Members_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Members_HintInputs = {};
