/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Admin_Sets_Verses_HintInputs */

const en_admin_sets_verses_hint = /** @type {(inputs: Admin_Sets_Verses_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One reference a line, up to ${i?.max}: a verse, a range or a short chapter (John 3:16, Luke 2:10-11, Psalm 23).`)
};

const es_admin_sets_verses_hint = /** @type {(inputs: Admin_Sets_Verses_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una referencia por línea, hasta ${i?.max}: un versículo, un pasaje o un capítulo corto (John 3:16, Luke 2:10-11, Psalm 23).`)
};

/**
* | output |
* | --- |
* | "One reference a line, up to {max}: a verse, a range or a short chapter (John 3:16, Luke 2:10-11, Psalm 23)." |
*
* @param {Admin_Sets_Verses_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_verses_hint = /** @type {((inputs: Admin_Sets_Verses_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_Verses_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_verses_hint(inputs)
	return en_admin_sets_verses_hint(inputs)
});