/**
* | output |
* | --- |
* | "\"{title}\" was removed." |
*
* @param {Admin_Media_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_deleted_text: ((inputs: Admin_Media_Deleted_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Deleted_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Deleted_TextInputs = {
    title: NonNullable<unknown>;
};
