/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, title: NonNullable<unknown> }} Admin_Media_Upload_CompleteInputs */

const en_admin_media_upload_complete = /** @type {(inputs: Admin_Media_Upload_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Upload complete (${i?.percent}%): “${i?.title}” is in the library. The public pages update after the rebuild.`)
};

const es_admin_media_upload_complete = /** @type {(inputs: Admin_Media_Upload_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Subida completa (${i?.percent} %): “${i?.title}” ya está en la biblioteca. Las páginas públicas se actualizan tras la reconstrucción.`)
};

/**
* | output |
* | --- |
* | "✅ Upload complete ({percent}%): “{title}” is in the library. The public pages update after the rebuild." |
*
* @param {Admin_Media_Upload_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_upload_complete = /** @type {((inputs: Admin_Media_Upload_CompleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_Upload_CompleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_upload_complete(inputs)
	return en_admin_media_upload_complete(inputs)
});