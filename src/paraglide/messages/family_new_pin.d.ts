/**
* | output |
* | --- |
* | "New PIN ({min} to {max} digits)" |
*
* @param {Family_New_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_new_pin: ((inputs: Family_New_PinInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_New_PinInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_New_PinInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
