/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Load_Failed_TitleInputs */

const en_devotionals_load_failed_title = /** @type {(inputs: Devotionals_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Database Error`)
};

const es_devotionals_load_failed_title = /** @type {(inputs: Devotionals_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Error al cargar`)
};

/**
* | output |
* | --- |
* | "❌ Database Error" |
*
* @param {Devotionals_Load_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_load_failed_title = /** @type {((inputs?: Devotionals_Load_Failed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Load_Failed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_load_failed_title(inputs)
	return en_devotionals_load_failed_title(inputs)
});