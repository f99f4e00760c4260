/**
* | output |
* | --- |
* | "\"{title}\" was added to the library." |
*
* @param {Admin_Media_Uploaded_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_uploaded_text: ((inputs: Admin_Media_Uploaded_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Uploaded_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Uploaded_TextInputs = {
    title: NonNullable<unknown>;
};
