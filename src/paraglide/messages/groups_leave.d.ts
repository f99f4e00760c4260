/**
* | output |
* | --- |
* | "Take {name} out" |
*
* @param {Groups_LeaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leave: ((inputs: Groups_LeaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_LeaveInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_LeaveInputs = {
    name: NonNullable<unknown>;
};
