import type { ReactElement } from 'react';
import { m } from '#messages';
import { AdminPage } from '../AdminPage.tsx';
import MiniLessonsManager from './MiniLessonsManager.tsx';

/** /admin/mini-lessons (admin only; the API checks again). */
export default function MiniLessonsPage(): ReactElement {
  return (
    <AdminPage title={m.admin_lesson_page_title()}>
      <MiniLessonsManager />
    </AdminPage>
  );
}
