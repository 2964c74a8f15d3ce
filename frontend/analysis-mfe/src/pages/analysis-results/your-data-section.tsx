import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDeleteUserMutation } from '@fitness/api-client';
import { DATA_EXPORT_TEXTS, PRIVACY_TEXTS, ROUTES } from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { useDataDownload } from './use-data-download';
import './your-data.css';

/**
 * "Your data" (ours): results are private to this browser; everything held can be downloaded (JSON, and the
 * analyses as CSV) and deleted after a confirmation.
 */
export function YourDataSection({ userId }: { userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const download = useDataDownload(userId);
  const navigate = useNavigate();
  const texts = PRIVACY_TEXTS;

  const deleteEverything = async () => {
    try {
      await deleteUser({ userId }).unwrap();
      setConfirming(false);
      toast(texts.deleted);
      void navigate(ROUTES.home, { replace: true });
    } catch {
      toast({ ...texts.deleteFailed, variant: 'destructive' });
    }
  };

  return (
    <section className="results-section results-your-data" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className="results-section__title">
        {texts.deleteSection.title}
      </h2>
      <p className="results-section__intro">{texts.deleteSection.text}</p>
      <p className="results-section__intro">{DATA_EXPORT_TEXTS.text}</p>
      <div className="results-your-data__actions">
        <Button
          size="large"
          loading={download.dataLoading}
          aria-busy={download.dataLoading}
          onClick={() => void download.downloadData()}
        >
          {DATA_EXPORT_TEXTS.jsonAction}
        </Button>
        <Button
          size="large"
          loading={download.csvLoading}
          aria-busy={download.csvLoading}
          onClick={() => void download.downloadCsv()}
        >
          {DATA_EXPORT_TEXTS.csvAction}
        </Button>
        <Button danger size="large" onClick={() => setConfirming(true)}>
          {texts.deleteSection.action}
        </Button>
      </div>
      <Modal
        open={confirming}
        title={texts.deleteConfirm.title}
        okText={texts.deleteConfirm.ok}
        cancelText={texts.deleteConfirm.cancel}
        okButtonProps={{ danger: true }}
        confirmLoading={isLoading}
        // Closing is blocked while the deletion runs, so its outcome is always seen.
        closable={!isLoading}
        keyboard={!isLoading}
        mask={{ closable: !isLoading }}
        cancelButtonProps={{ disabled: isLoading }}
        onOk={() => void deleteEverything()}
        onCancel={() => setConfirming(false)}
        centered
      >
        <p>{texts.deleteConfirm.text}</p>
      </Modal>
    </section>
  );
}
