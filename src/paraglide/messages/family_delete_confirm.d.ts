/**
* | output |
* | --- |
* | "Delete {name}'s profile and everything it saved (reading, badges, games, stories)? This cannot be undone." |
*
* @param {Family_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_delete_confirm: ((inputs: Family_Delete_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Delete_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Delete_ConfirmInputs = {
    name: NonNullable<unknown>;
};
