/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stories_LoadingInputs */

const en_admin_stories_loading = /** @type {(inputs: Admin_Stories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stories...`)
};

const es_admin_stories_loading = /** @type {(inputs: Admin_Stories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando historias...`)
};

/**
* | output |
* | --- |
* | "Loading stories..." |
*
* @param {Admin_Stories_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_loading = /** @type {((inputs?: Admin_Stories_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stories_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stories_loading(inputs)
	return en_admin_stories_loading(inputs)
});