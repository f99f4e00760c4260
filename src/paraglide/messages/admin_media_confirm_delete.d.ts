/**
* | output |
* | --- |
* | "Delete \"{title}\"? This cannot be undone." |
*
* @param {Admin_Media_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_confirm_delete: ((inputs: Admin_Media_Confirm_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Confirm_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Confirm_DeleteInputs = {
    title: NonNullable<unknown>;
};
