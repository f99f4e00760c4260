/**
* | n | output |
* | --- | --- |
* | "one" | "· {count} star" |
* | "other" | "· {count} stars" |
*
* @param {Groups_State_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_stars: ((inputs: Groups_State_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_State_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_State_StarsInputs = {
    count: NonNullable<unknown>;
};
