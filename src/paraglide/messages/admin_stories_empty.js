/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stories_EmptyInputs */

const en_admin_stories_empty = /** @type {(inputs: Admin_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories here.`)
};

const es_admin_stories_empty = /** @type {(inputs: Admin_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay historias aquí.`)
};

/**
* | output |
* | --- |
* | "No stories here." |
*
* @param {Admin_Stories_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_empty = /** @type {((inputs?: Admin_Stories_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stories_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stories_empty(inputs)
	return en_admin_stories_empty(inputs)
});