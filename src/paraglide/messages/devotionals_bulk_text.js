/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Bulk_TextInputs */

const en_devotionals_bulk_text = /** @type {(inputs: Devotionals_Bulk_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add many devotionals at once in the admin panel.`)
};

const es_devotionals_bulk_text = /** @type {(inputs: Devotionals_Bulk_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agrega muchos devocionales a la vez en el panel de administración.`)
};

/**
* | output |
* | --- |
* | "Add many devotionals at once in the admin panel." |
*
* @param {Devotionals_Bulk_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_bulk_text = /** @type {((inputs?: Devotionals_Bulk_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Bulk_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_bulk_text(inputs)
	return en_devotionals_bulk_text(inputs)
});