/**
* | output |
* | --- |
* | "{count} could not be deleted." |
*
* @param {Admin_Media_Bulk_Not_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bulk_not_deleted: ((inputs: Admin_Media_Bulk_Not_DeletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Bulk_Not_DeletedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Bulk_Not_DeletedInputs = {
    count: NonNullable<unknown>;
};
