/**
* | output |
* | --- |
* | "{name} left the group" |
*
* @param {Groups_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_left: ((inputs: Groups_LeftInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_LeftInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_LeftInputs = {
    name: NonNullable<unknown>;
};
