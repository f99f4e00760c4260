import { type FormEvent, type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../../client/request.ts';
import { getLocale } from '../../../i18n/page-locale.ts';
import { localHref } from '../../../i18n/paths.ts';
import { referenceIn } from '../../../lib/learn/references.ts';
import type { MemoryAccess } from '../../../lib/memory/verse-access.ts';
import { toast } from '../../../stores/toasts.ts';
import { TextInput } from '../../auth/FormFields.tsx';
import { CardSection } from '../../shared/CardSection.tsx';
import { OneFieldForm, VerseForm } from './OneFieldForm.tsx';

export interface BuiltInSet {
  id: string;
  name: string;
  emoji: string;
  description: string;
  references: string[];
}

export interface Collection {
  id: string;
  name: string;
  items: Array<{ key: string; reference: string }>;
}

const failed = (message: string): void =>
  void toast({ title: m.learn_error(), description: message, variant: 'error' });
/** A reference as the page's language writes it. */
const shown = (reference: string): string => referenceIn(getLocale(), reference);

function PlansLink(): ReactElement {
  return (
    <a href={localHref('/subscription/')} className="font-semibold text-brand-700 underline">
      {m.learn_memory_see_plans()}
    </a>
  );
}

/** The built-in sets (Premium): each one's verses join the learner's verses in one tap. */
export function VerseSets({
  sets,
  access,
  signedIn,
  onChange,
}: {
  sets: BuiltInSet[];
  access: MemoryAccess | null;
  signedIn: boolean;
  onChange: () => Promise<void>;
}): ReactElement {
  const [busy, setBusy] = useState('');
  async function start(set: BuiltInSet): Promise<void> {
    setBusy(set.id);
    const res = await apiRequest<{ added: number; message: string }>(
      'POST',
      `/api/memory/sets/${set.id}/start`,
      {},
    );
    setBusy('');
    if (!res.ok) return failed(res.message);
    toast({ title: `${set.emoji} ${set.name}`, description: res.data.message, variant: 'success' });
    await onChange();
  }
  return (
    <CardSection titleId="sets-title" title={m.learn_memory_sets_title()} className="grid gap-4">
      {signedIn && access && !access.builtInSets && (
        <p className="text-slate-700" data-sets-locked data-offer>
          {m.learn_memory_sets_need_premium()} <PlansLink />
        </p>
      )}
      <ul className="grid gap-3 md:grid-cols-2" data-verse-sets>
        {sets.map((set) => (
          <li key={set.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" data-verse-set={set.id}>
            <h3 className="text-lg font-bold text-brand-900">
              <span aria-hidden="true">{set.emoji} </span>
              {set.name}
            </h3>
            <p className="text-slate-700">{set.description}</p>
            <p className="mt-1 text-sm text-slate-600">{set.references.map(shown).join(' · ')}</p>
            {access?.builtInSets && (
              <button
                type="button"
                className="btn-primary mt-3"
                disabled={busy === set.id}
                onClick={() => void start(set)}
                aria-label={m.learn_memory_learn_set_named({ name: set.name })}
              >
                {m.learn_memory_learn_set()}
              </button>
            )}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/** One collection: its verses, a box to add one, renaming and deleting. */
function CollectionCard({
  collection,
  onChange,
}: {
  collection: Collection;
  onChange: () => Promise<void>;
}): ReactElement {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(collection.name);
  const base = `/api/memory/collections/${collection.id}`;

  const add = (reference: string) =>
    apiRequest<{ added: boolean; verse: { reference: string } }>('POST', `${base}/verses`, { reference });
  async function added({ added, verse }: { added: boolean; verse: { reference: string } }): Promise<void> {
    const words = { reference: shown(verse.reference), name: collection.name };
    toast({
      title: added ? m.learn_memory_in_collection(words) : m.learn_memory_already_in_collection(words),
      variant: 'success',
    });
    await onChange();
  }
  async function rename(event: FormEvent): Promise<void> {
    event.preventDefault();
    const res = await apiRequest('PATCH', base, { name });
    if (!res.ok) return failed(res.message);
    setRenaming(false);
    await onChange();
  }
  async function remove(key: string): Promise<void> {
    const res = await apiRequest('DELETE', `${base}/verses/${key}`);
    if (!res.ok) return failed(res.message);
    await onChange();
  }
  async function removeCollection(): Promise<void> {
    if (!window.confirm(m.learn_memory_delete_collection_confirm({ name: collection.name }))) return;
    const res = await apiRequest('DELETE', base);
    if (!res.ok) return failed(res.message);
    await onChange();
  }

  return (
    <li
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      data-collection={collection.name}
    >
      {renaming ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void rename(e)} noValidate>
          <TextInput
            id={`rename-${collection.id}`}
            label={m.learn_memory_collection_name()}
            value={name}
            onChange={setName}
          />
          <button type="submit" className="btn-sun">
            {m.learn_memory_save_name()}
          </button>
          <button type="button" className="btn-ghost" onClick={() => setRenaming(false)}>
            {m.learn_memory_cancel()}
          </button>
        </form>
      ) : (
        <h3 className="text-lg font-bold text-brand-900">{collection.name}</h3>
      )}
      {collection.items.length === 0 ? (
        <p className="text-slate-700">{m.learn_memory_collection_empty()}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {collection.items.map((item) => (
            <li key={item.key} className="flex items-center gap-1 rounded-full bg-grape-100 py-1 pr-1 pl-3">
              <span className="font-semibold text-grape-700">{shown(item.reference)}</span>
              <button
                type="button"
                className="min-h-8 min-w-8 rounded-full font-bold text-grape-700 hover:bg-grape-200"
                aria-label={m.learn_memory_remove_from({
                  reference: shown(item.reference),
                  name: collection.name,
                })}
                onClick={() => void remove(item.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <VerseForm
        label={m.learn_memory_add_to_collection({ name: collection.name })}
        submit={m.learn_memory_add_short()}
        send={add}
        onSent={added}
      />
      <div className="flex flex-wrap gap-2">
        {!renaming && (
          <button type="button" className="btn-ghost" onClick={() => setRenaming(true)}>
            {m.learn_memory_rename()}
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={() => void removeCollection()}>
          {m.learn_memory_delete_collection()}
        </button>
      </div>
    </li>
  );
}

/** The learner's own collections (the Annual plan). */
export function MyCollections({
  collections,
  access,
  onChange,
}: {
  collections: Collection[];
  access: MemoryAccess;
  onChange: () => Promise<void>;
}): ReactElement {
  const make = (name: string) => apiRequest('POST', '/api/memory/collections', { name });
  return (
    <CardSection
      titleId="collections-title"
      title={m.learn_memory_collections_title()}
      className="grid gap-4"
    >
      {!access.ownCollections ? (
        <p className="text-slate-700" data-collections-locked data-offer>
          {m.learn_memory_collections_need_annual()} <PlansLink />
        </p>
      ) : (
        <>
          <OneFieldForm
            label={m.learn_memory_new_collection()}
            submit={m.learn_memory_make_collection()}
            send={make}
            onSent={onChange}
          />
          {collections.length === 0 ? (
            <p className="text-slate-700">{m.learn_memory_no_collections()}</p>
          ) : (
            <ul className="grid gap-3" data-collections>
              {collections.map((c) => (
                <CollectionCard key={c.id} collection={c} onChange={onChange} />
              ))}
            </ul>
          )}
        </>
      )}
    </CardSection>
  );
}
