/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Archive_DescriptionInputs */

const en_devotionals_archive_description = /** @type {(inputs: Devotionals_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every daily devotional for children and families, newest first: key verse, reading, reflection and prayer.`)
};

const es_devotionals_archive_description = /** @type {(inputs: Devotionals_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales diarios para niños y familias, del más nuevo al más antiguo: versículo clave, lectura, reflexión y oración.`)
};

/**
* | output |
* | --- |
* | "Every daily devotional for children and families, newest first: key verse, reading, reflection and prayer." |
*
* @param {Devotionals_Archive_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_description = /** @type {((inputs?: Devotionals_Archive_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Archive_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_archive_description(inputs)
	return en_devotionals_archive_description(inputs)
});