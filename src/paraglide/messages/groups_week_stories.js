/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Groups_Week_StoriesInputs */

const en_groups_week_stories = /** @type {(inputs: Groups_Week_StoriesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`We heard ${i?.count} story.`);
	if (n === "other") return /** @type {LocalizedString} */ (`We heard ${i?.count} stories.`);
	return /** @type {LocalizedString} */ ("groups_week_stories");
};

const es_groups_week_stories = /** @type {(inputs: Groups_Week_StoriesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Escuchamos ${i?.count} historia.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Escuchamos ${i?.count} historias.`);
	return /** @type {LocalizedString} */ ("groups_week_stories");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "We heard {count} story." |
* | "other" | "We heard {count} stories." |
*
* @param {Groups_Week_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_stories = /** @type {((inputs: Groups_Week_StoriesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Week_StoriesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_week_stories(inputs)
	return en_groups_week_stories(inputs)
});