/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Groups_State_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_not_started: ((inputs?: Groups_State_Not_StartedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_State_Not_StartedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_State_Not_StartedInputs = {};
