/**
* | output |
* | --- |
* | "Led by {leader}" |
*
* @param {Groups_Preview_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_leader: ((inputs: Groups_Preview_LeaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Preview_LeaderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Preview_LeaderInputs = {
    leader: NonNullable<unknown>;
};
