/**
* | output |
* | --- |
* | "Set a PIN of {min} to {max} digits so that children cannot switch to your profile or open your settings. A longer PIN is harder to guess." |
*
* @param {Family_Pin_Unset_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_pin_unset_text: ((inputs: Family_Pin_Unset_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Pin_Unset_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Pin_Unset_TextInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
