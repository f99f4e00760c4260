/**
* | output |
* | --- |
* | "{name} joined the group" |
*
* @param {Groups_JoinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_joined: ((inputs: Groups_JoinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_JoinedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_JoinedInputs = {
    name: NonNullable<unknown>;
};
